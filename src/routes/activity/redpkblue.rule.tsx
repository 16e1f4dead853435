import { createFileRoute } from '@tanstack/react-router';
import { RedBlueRulePage } from '../../features/red-blue/red-blue-rule-page.tsx';

export const Route = createFileRoute('/activity/redpkblue/rule')({ component: RedBlueRulePage });
