import { COURSE_IMAGES, UPLOADED_PICTURE } from '@/lib/validations/academy-admin';
import { IMAGE_UPLOAD_ACCEPT } from '@/lib/validations/image-upload';
import styles from '../admin.module.scss';
import { AdminField } from '../form/AdminField';

const imageLabel = (path: string) =>
  path
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '')
    .replace(/-/g, ' ');

interface CourseValues {
  title: string;
  description: string;
  category: string;
  version: number;
  image_url: string;
  image_key: string | null;
  image_alt: string | null;
}

/** The course's fields, shared by the create and edit forms: a shipped picture, or one uploaded with its description. */
export function CourseFields({ course }: { course?: CourseValues }) {
  const uploaded = Boolean(course?.image_key);
  const pictures = [
    ...(uploaded ? [{ value: UPLOADED_PICTURE, label: 'The uploaded picture' }] : []),
    ...COURSE_IMAGES.map((path) => ({ value: path, label: imageLabel(path) })),
  ];
  return (
    <div className={styles.fieldGrid}>
      <AdminField name="title" label="Title" defaultValue={course?.title} />
      <AdminField
        name="category"
        label="Category"
        defaultValue={course?.category}
        hint="For example the device the course is about."
      />
      <AdminField name="description" label="Description" defaultValue={course?.description} as="textarea" />
      <AdminField
        name="version"
        label="Version"
        type="number"
        defaultValue={course?.version ?? 1}
        hint="Raise it when the content changes materially."
      />
      <AdminField
        name="imageUrl"
        label="Picture"
        defaultValue={uploaded ? UPLOADED_PICTURE : (course?.image_url ?? COURSE_IMAGES[0])}
        options={pictures}
      />
      <AdminField
        name="picture"
        label="Or upload a picture (optional)"
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        hint="JPEG, PNG or WebP, up to 2 MB, ideally 16:9. A file chosen here replaces the picture above."
      />
      <AdminField
        name="imageAlt"
        label="Alternative text of the picture"
        defaultValue={course?.image_alt ?? ''}
        hint="Needed with an uploaded picture: say what it shows, for people who cannot see it."
      />
    </div>
  );
}
