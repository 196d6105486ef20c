import { COURSE_IMAGES } from '@/lib/validations/academy-admin';
import styles from '../admin.module.scss';
import { Field } from './Field';

const imageLabel = (path: string) => path.split('/').pop()!.replace(/\.\w+$/, '').replace(/-/g, ' ');

/** The course's fields, shared by the create and edit forms. */
export function CourseFields({ prefix, course }: { prefix: string; course?: { title: string; description: string; category: string; version: number; image_url: string } }) {
  return (
    <div className={styles.fieldGrid}>
      <Field id={`${prefix}-title`} name="title" label="Title" defaultValue={course?.title} />
      <Field id={`${prefix}-category`} name="category" label="Category" defaultValue={course?.category} hint="For example the device the course is about." />
      <Field id={`${prefix}-description`} name="description" label="Description" defaultValue={course?.description} multiline />
      <Field id={`${prefix}-version`} name="version" label="Version" type="number" defaultValue={course?.version ?? 1} hint="Raise it when the content changes materially." />
      <Field
        id={`${prefix}-image`}
        name="imageUrl"
        label="Picture"
        defaultValue={course?.image_url ?? COURSE_IMAGES[0]}
        options={COURSE_IMAGES.map((path) => ({ value: path, label: imageLabel(path) }))}
      />
    </div>
  );
}
