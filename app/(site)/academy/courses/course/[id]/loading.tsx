import { Loader } from '@/components/shell/Loader';

export default function Loading() {
  return <Loader label="Loading the course…" />;
}
