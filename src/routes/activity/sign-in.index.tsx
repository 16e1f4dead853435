import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/activities/sign-in/sign-in-page.tsx';

export const Route = createFileRoute('/activity/sign-in/')({ component: SignInPage });
