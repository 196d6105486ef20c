'use server';
import { actionForm } from '@/lib/server/action-form';
import { revalidatePath } from 'next/cache';
import { expireTags } from '@/lib/cache/expire-tags';
import { COURSES_TAG } from '@/lib/cache/tags';
import { redirect } from 'next/navigation';
import type { AdminFormState } from '@/lib/forms/action-state';
import {
  addLecture,
  createCourse,
  CourseChangeError,
  getCourseForStaff,
  moveLecture,
  removeAttachment,
  removeLecture,
  setCoursePublished,
  updateCourse,
  updateLecture,
} from '@/lib/server/academy-admin/courses';
import { discardUploads } from '@/lib/server/academy-admin/uploads';
import { getDb } from '@/lib/server/db';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { idField, lectureSchema } from '@/lib/validations/academy-admin';
import { discardPicture, readCourseForm } from './course-form';
import { isConfirmed } from '@/lib/server/staff/form-values';
import { fieldErrors, text } from './form-state';

const ACADEMY_PATH = '/admin/academy';
const coursePath = (courseId: number) => `${ACADEMY_PATH}/courses/${courseId}`;

/**
 * Course cards (title, description, picture) are on the public catalogue, which carries the courses tag: it renders
 * afresh on its next request. Expiring a tag from an action also refreshes the back-office page the staff member is on.
 */
function revalidateCourseCards() {
  expireTags([COURSES_TAG]);
}

/** Ids arrive as form text; anything that is not a positive whole number is an unknown record. */
function ids(form: FormData, ...names: string[]): number[] | undefined {
  const parsed = names.map((name) => idField.safeParse(text(form, name)));
  return parsed.every((result) => result.success) ? parsed.map((result) => result.data as number) : undefined;
}

async function guarded<T>(work: () => Promise<T>): Promise<T | AdminFormState> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CourseChangeError) return { message: error.message };
    throw error;
  }
}

export async function createCourseAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_state, form);
  const staff = await requireStaff('academy.manage', ACADEMY_PATH);
  const read = await readCourseForm(form);
  if (!read.ok) return read.state;
  let id: number;
  try {
    id = await createCourse(await getDb(), auditActor(staff), read.input);
  } catch (error) {
    await discardPicture(read.storedKey);
    throw error;
  }
  revalidateCourseCards();
  redirect(`${coursePath(id)}?notice=created`);
}

export async function updateCourseAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_state, form);
  const staff = await requireStaff('academy.manage', ACADEMY_PATH);
  const [courseId] = ids(form, 'courseId') ?? [];
  if (!courseId) return { message: 'That course no longer exists.' };
  const db = await getDb();
  const current = await getCourseForStaff(db, courseId);
  if (!current) return { message: 'That course no longer exists.' };
  const read = await readCourseForm(form, current);
  if (!read.ok) return read.state;
  let previousPicture: string | null;
  try {
    previousPicture = await updateCourse(db, auditActor(staff), courseId, read.input);
  } catch (error) {
    await discardPicture(read.storedKey);
    if (error instanceof CourseChangeError) return { message: error.message };
    throw error;
  }
  // Deleted only after the save committed: until then the old picture is what the course shows.
  if (previousPicture !== (read.input.upload?.key ?? null)) await discardPicture(previousPicture);
  revalidateCourseCards();
  return { saved: true, message: 'The course was saved.', key: `saved-${Date.now()}` };
}

export async function addLectureAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_state, form);
  const staff = await requireStaff('academy.manage', ACADEMY_PATH);
  const [courseId] = ids(form, 'courseId') ?? [];
  if (!courseId) return { message: 'That course no longer exists.' };
  const parsed = lectureSchema.safeParse({ title: text(form, 'title'), videoUrl: text(form, 'videoUrl') });
  if (!parsed.success) return fieldErrors(parsed.error, form);
  const db = await getDb();
  const answer = await guarded(() => addLecture(db, auditActor(staff), courseId, parsed.data));
  if (typeof answer !== 'number') return answer;
  revalidatePath(coursePath(courseId));
  return { saved: true, message: `The lecture “${parsed.data.title}” was added at the end.`, key: String(answer) };
}

export async function updateLectureAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_state, form);
  const staff = await requireStaff('academy.manage', ACADEMY_PATH);
  const [courseId, lectureId] = ids(form, 'courseId', 'lectureId') ?? [];
  if (!courseId || !lectureId) return { message: 'That lecture no longer exists.' };
  const parsed = lectureSchema.safeParse({ title: text(form, 'title'), videoUrl: text(form, 'videoUrl') });
  if (!parsed.success) return fieldErrors(parsed.error, form);
  const db = await getDb();
  const answer = await guarded(() => updateLecture(db, auditActor(staff), courseId, lectureId, parsed.data));
  if (typeof answer !== 'string') return answer;
  // A hosted address replaced an uploaded video: its file (and captions) go.
  if (parsed.data.videoUrl && answer !== parsed.data.videoUrl) await discardUploads([answer]);
  revalidatePath(coursePath(courseId));
  return { saved: true, message: 'The lecture was saved.' };
}

/** Row actions (move, remove) come back to the course page with a notice, so they work as plain forms. */
async function courseRowChange(
  form: FormData,
  names: string[],
  change: (values: number[], actor: ReturnType<typeof auditActor>) => Promise<void>,
  notice: string,
  back?: (ids: number[]) => string,
  /** A destructive change runs only when its confirmation box was ticked. */
  confirm = false,
): Promise<never> {
  const staff = await requireStaff('academy.manage', ACADEMY_PATH);
  const values = ids(form, ...names);
  if (!values) redirect(`${ACADEMY_PATH}?error=unknown`);
  const target = back ? back(values) : coursePath(values[0]!);
  if (confirm && !isConfirmed(form)) redirect(`${target}?error=confirm`);
  try {
    await change(values, auditActor(staff));
  } catch (error) {
    if (error instanceof CourseChangeError) redirect(`${target}?error=unknown`);
    throw error;
  }
  revalidatePath(target);
  redirect(`${target}?notice=${notice}`);
}

export async function moveLectureAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const direction = text(form, 'direction') === 'up' ? 'up' : 'down';
  await courseRowChange(
    form,
    ['courseId', 'lectureId'],
    async ([courseId, lectureId], actor) => moveLecture(await getDb(), actor, courseId!, lectureId!, direction),
    `moved-${direction}`,
  );
}

export async function removeLectureAction(form: FormData): Promise<void> {
  form = actionForm(form);
  await courseRowChange(
    form,
    ['courseId', 'lectureId'],
    async ([courseId, lectureId], actor) =>
      discardUploads(await removeLecture(await getDb(), actor, courseId!, lectureId!)),
    'removed',
    undefined,
    true,
  );
}

/** Publish (1) or unpublish (0) a course; unpublishing hides it from enrolled learners, so it is confirmed. */
export async function setCoursePublishedAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const published = text(form, 'published') === '1';
  await courseRowChange(
    form,
    ['courseId'],
    async ([courseId], actor) => {
      await setCoursePublished(await getDb(), actor, courseId!, published);
      // The public catalogue and the learners' academy show published courses only.
      revalidateCourseCards();
    },
    published ? 'published' : 'unpublished',
    undefined,
    !published,
  );
}

export async function removeAttachmentAction(form: FormData): Promise<void> {
  form = actionForm(form);
  await courseRowChange(
    form,
    ['courseId', 'lectureId', 'attachmentId'],
    async ([courseId, lectureId, attachmentId], actor) =>
      discardUploads([await removeAttachment(await getDb(), actor, courseId!, lectureId!, attachmentId!)]),
    'attachment-removed',
    ([courseId, lectureId]) => `${coursePath(courseId!)}/lectures/${lectureId}`,
    true,
  );
}
