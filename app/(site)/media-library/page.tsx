import { MediaLibraryPage } from '@/components/media/MediaLibraryPage';
import { libraryMetadata, libraryPath, libraryTitle } from '@/lib/media/library-metadata';

export const metadata = libraryMetadata();

/** Static; a filter query (?topic=…) is rendered by ./filtered (lib/media/filter-query.ts). */
export default function MediaLibraryRoute() {
  return <MediaLibraryPage title={libraryTitle()} path={libraryPath()} />;
}
