import { AcademyContentPage, academyPageMetadata } from '@/components/academy/AcademyContentRoute';

const PATH = '/academy/get-started';

export const metadata = academyPageMetadata(PATH);

export default function GetStartedPage() {
  return <AcademyContentPage path={PATH} />;
}
