// The invite-goal modal's kind (registered in src/routes/-modals/registrations.ts), apart from the modal so that the
// home screen's watcher queues it without loading it.
export const INVITE_GOAL_MODAL = 'invite-goal';
