import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '../features/content/download-page.tsx';

export const Route = createFileRoute('/download')({
  staticData: { navbar: false },
  component: DownloadPage,
});
