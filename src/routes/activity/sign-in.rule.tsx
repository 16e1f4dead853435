import { createFileRoute } from '@tanstack/react-router';
import { SignInRulePage } from '../../features/activities/sign-in/sign-in-rule-page.tsx';

export const Route = createFileRoute('/activity/sign-in/rule')({ component: SignInRulePage });
