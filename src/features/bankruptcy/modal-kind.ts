// The modal kind the modal host draws the gift modal for (registered in src/routes/-modals/registrations.ts), apart
// from the modal so that the home screen's prompt queues it without loading it.
export const BANKRUPTCY_GIFT_MODAL = 'bankruptcy-gift';
export const BANKRUPTCY_GIFT_QUEUED = { id: BANKRUPTCY_GIFT_MODAL, kind: BANKRUPTCY_GIFT_MODAL };
