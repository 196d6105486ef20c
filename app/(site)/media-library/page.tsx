import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { pageMetadata } from '@/lib/metadata';
import { MEDIA_LIBRARY_PATH } from '@/lib/media/paths';

export const metadata = pageMetadata({
  path: MEDIA_LIBRARY_PATH,
  title: 'Media library',
  description:
    'Animated outlines of Corcym procedures, devices and webinars for surgical teams and patients, filtered by topic, device and approach.',
});

export default function MediaLibraryRoute() {
  return <MediaLibraryPage title="Media library" path={MEDIA_LIBRARY_PATH} />;
}
