import { createFileRoute } from '@tanstack/react-router';
import { FirstDepositPage } from '../../features/activities/first-deposit/first-deposit-page.tsx';

export const Route = createFileRoute('/activity/first-deposit')({ component: FirstDepositPage });
