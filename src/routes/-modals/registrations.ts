// Every modal kind the modal host can draw, registered once when the root route loads; each loads with all of English
// (withAllWords). It lives beside the routes because only routes may compose features; adding a modal (or a start modal
// built in another feature) is one line.
import { lazy } from 'react';
import { registerModal, registerStartModal } from '../../lib/modal-registry.ts';
import { AWARD_MODAL } from '../../lib/show-awards.ts';
import { withAllWords } from '../../lib/i18n/index.ts';

registerModal(AWARD_MODAL, lazy(withAllWords(() => import('../../ui/award-modal.tsx').then((m) => ({ default: m.QueuedAwardModal })))));
registerModal('kyc', lazy(withAllWords(() => import('../../features/kyc/kyc-modal.tsx').then((m) => ({ default: m.KycModal })))));
registerModal(
  'bankruptcy-gift',
  lazy(withAllWords(() => import('../../features/bankruptcy/bankruptcy-gift-modal.tsx').then((m) => ({ default: m.BankruptcyGiftModal })))),
);

// Start modals (contract/activities.ts START_MODAL_KINDS); a kind without a line here is skipped.
registerStartModal('download', lazy(withAllWords(() => import('../../features/start-modals/download-modal.tsx').then((m) => ({ default: m.DownloadModal })))));
registerStartModal('notice', lazy(withAllWords(() => import('../../features/start-modals/notice-modal.tsx').then((m) => ({ default: m.NoticeModal })))));
registerStartModal(
  'first-deposit-tips',
  lazy(withAllWords(() => import('../../features/activities/first-deposit/first-deposit-tips-modal.tsx').then((m) => ({ default: m.FirstDepositTipsModal })))),
);
registerStartModal(
  'first-deposit',
  lazy(withAllWords(() => import('../../features/activities/first-deposit/first-deposit-modal.tsx').then((m) => ({ default: m.FirstDepositModal })))),
);
registerStartModal(
  'sign-in',
  lazy(withAllWords(() => import('../../features/activities/sign-in/sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })))),
);
registerModal('invite-goal', lazy(withAllWords(() => import('../../features/agent/invite-goal-modal.tsx').then((m) => ({ default: m.InviteGoalModal })))));
registerStartModal(
  'red-versus-blue',
  lazy(withAllWords(() => import('../../features/red-blue/red-blue-modal.tsx').then((m) => ({ default: m.RedBlueModal })))),
);
