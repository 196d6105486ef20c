/** @jest-environment node */
import { CONTROLLED_TAG, controlledTag } from '@/lib/cache/tags';
import { getDb, type Db } from '@/lib/server/db';
import { degradation } from '@/lib/server/health';
import { publishVersion, scheduleVersion } from './publish';
import { versionById } from './records';
import { lapsedReviews, noticeLapsedReviews, setReviewLapsePolicy } from './review';
import { setRouting } from './routing';
import { overdueSchedules, runControlledHousekeeping, SCHEDULE_GRACE_MS } from './schedule';
import { controlledKit, KEY, refusal, routingMembers, type RoutingMembers } from './test-kit';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
let db: Db;
let members: RoutingMembers;
let kit: ReturnType<typeof controlledKit>;

beforeAll(async () => {
  db = await getDb();
  members = await routingMembers();
  kit = controlledKit(db, members);
});

/** A fake clock: the top of an hour well after now, so each run below falls in an hour of its own. */
const topOfHour = (hoursAhead: number) => new Date((Math.floor(Date.now() / HOUR) + hoursAhead) * HOUR);

test('a version scheduled for T is not published before T, is published after it by one instance, and expires its tags', async () => {
  const version = await kit.approved('Scheduled through the housekeeping.');
  const at = new Date(topOfHour(3).getTime() + 10 * 60_000); // hh:10, three hours ahead
  await scheduleVersion(db, members.regulatory, version.id, at);
  const expired: string[][] = [];
  const expire = (tags: string[]) => expired.push(tags);

  const before = await runControlledHousekeeping(db, expire, new Date(at.getTime() - 30 * 60_000));
  expect(before).toEqual({ published: [], lapses: [] });
  expect((await versionById(db, version.id))!.state).toBe('scheduled');
  expect(expired).toEqual([]);

  // Two instances in the same hour: only the one that moves the marker runs.
  const after = new Date(at.getTime() + 60_000);
  const runs = await Promise.all([
    runControlledHousekeeping(db, expire, after),
    runControlledHousekeeping(db, expire, after),
  ]);
  expect(runs.filter((run) => run === undefined)).toHaveLength(1);
  expect(runs.find((run) => run)).toEqual({ published: [version.id], lapses: [] });
  expect(await versionById(db, version.id)).toMatchObject({ state: 'effective', effective_from: at.toISOString() });
  expect(expired).toEqual([[CONTROLLED_TAG, controlledTag('device_edition', KEY)]]);
  expect(controlledTag('device_edition', KEY)).toBe('controlled:device_edition:devices/aortic/perceval');
  // Later in the same hour nobody runs again.
  expect(await runControlledHousekeeping(db, expire, new Date(after.getTime() + 60_000))).toBeUndefined();
});

test('a schedule past its time that has not gone live is reported, with why, to the dashboard and the health check', async () => {
  const version = await kit.approved('Scheduled, then refused.');
  const at = new Date(topOfHour(40).getTime() + 10 * 60_000);
  await scheduleVersion(db, members.regulatory, version.id, at);
  // Not yet due, then due but within the hour the housekeeping may take: nothing to report.
  expect(await overdueSchedules(db, new Date(at.getTime() - 1))).toEqual([]);
  expect(await overdueSchedules(db, new Date(at.getTime() + 60_000))).toEqual([]);
  // Nobody published it for longer than the grace: reported, without a refusal.
  const late = new Date(at.getTime() + SCHEDULE_GRACE_MS + 1);
  expect(await overdueSchedules(db, late)).toEqual([
    { versionId: version.id, key: KEY, number: version.number, scheduledFor: at.toISOString(), refusal: null },
  ]);

  // The routing now asks for a signature the version lacks: the housekeeping refuses it, and that is reported at
  // once, with the reason, without waiting for the grace.
  const shipped = [
    { meaning: 'review:medical', role: 'medical_reviewer' },
    { meaning: 'review:regulatory', role: 'regulatory' },
    { meaning: 'review:legal', role: 'legal_reviewer' },
    { meaning: 'approval', role: 'regulatory' },
  ];
  const stricter = [...shipped, { meaning: 'responsibility', role: 'admin' }];
  await setRouting(db, members.admin, 'device_edition', stricter, 'test');
  const due = new Date(at.getTime() + 60_000);
  expect(await runControlledHousekeeping(db, () => undefined, due)).toEqual({ published: [], lapses: [] });
  expect((await versionById(db, version.id))!.state).toBe('scheduled');
  expect(await overdueSchedules(db, due)).toEqual([
    expect.objectContaining({ versionId: version.id, refusal: ['the signature "responsibility" is missing'] }),
  ]);
  expect(degradation({ schedules: { state: 'overdue', overdue: 1 } })).toBe(
    'Degraded: 1 scheduled version of controlled content past its time has not gone live (back office, controlled content).',
  );
  expect(degradation({ schedules: { state: 'ok', overdue: 0 } })).toBeUndefined();
  await setRouting(db, members.admin, 'device_edition', shipped, 'test');
  // Once it goes live it is no longer reported.
  await publishVersion(db, members.regulatory, version.id, late);
  expect(await overdueSchedules(db, late)).toEqual([]);
});

test('a passed review date flags the item and tells its owners once; the class decides what more, never removing text', async () => {
  const reviewBy = topOfHour(50).toISOString();
  const version = await kit.approved('Reviewed yearly.', reviewBy);
  await publishVersion(db, members.regulatory, version.id);
  const outbox = () =>
    db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('kind', '=', 'controlled-review-lapse')
      .execute();

  expect(await noticeLapsedReviews(db, new Date(Date.parse(reviewBy) - 1))).toEqual([]);
  expect(await lapsedReviews(db, new Date(Date.parse(reviewBy) - 1))).toEqual([]);
  const after = new Date(Date.parse(reviewBy) + 1);
  // Flagged on the dashboard as soon as the date passes, noticed by the next housekeeping run.
  expect(await lapsedReviews(db, after)).toEqual([
    expect.objectContaining({ key: KEY, versionId: version.id, reviewBy, noticedAt: null, onReviewLapse: null }),
  ]);

  await setReviewLapsePolicy(db, members.admin, 'device_edition', 'withdraw-claims', 'SOP-QA-7 rev. 2');
  // Two instances at once: one records the lapse and mails; the other finds it recorded.
  const runs = await Promise.all([noticeLapsedReviews(db, after), noticeLapsedReviews(db, after)]);
  expect(runs.flat()).toEqual([version.id]);
  const mails = await outbox();
  // The author and every active member whose role signs device editions, each once.
  expect(mails.map((mail) => mail.to_address).sort()).toEqual([
    'approver@example.com',
    'author@example.com',
    'legal@example.com',
    'medical@example.com',
    'regulatory@example.com',
  ]);
  expect(mails[0]!.subject).toBe(`Review date passed: ${KEY}, version ${version.number}`);
  expect(mails[0]!.body_text).toContain('its claims must be withdrawn');
  expect(mails[0]!.body_text).toContain('Nothing has been removed from the page');
  expect(await noticeLapsedReviews(db, new Date(after.getTime() + HOUR))).toEqual([]);
  expect(await outbox()).toHaveLength(mails.length);

  // Still the version served: the lapse flags, it does not withdraw.
  expect((await versionById(db, version.id))!.state).toBe('effective');
  expect(await lapsedReviews(db, after)).toEqual([
    expect.objectContaining({ versionId: version.id, noticedAt: expect.any(String), onReviewLapse: 'withdraw-claims' }),
  ]);
  const [audit] = await db
    .selectFrom('audit_log')
    .select(['actor_email', 'after_json'])
    .where('action', '=', 'controlled.review.lapsed')
    .execute();
  expect(audit).toMatchObject({ actor_email: 'system:housekeeping' });
  expect(JSON.parse(audit!.after_json!)).toMatchObject({ review_by: reviewBy, on_review_lapse: 'withdraw-claims' });
  // The record of the lapse is insert-only.
  await expect(db.deleteFrom('controlled_review_lapses').execute()).rejects.toThrow(/insert-only/);
});

test('only an admin sets what a lapse does, to a known setting, audited with before and after', async () => {
  expect(await refusal(setReviewLapsePolicy(db, members.regulatory, 'legal_page', 'flag', 'SOP'))).toBe('not-allowed');
  expect(await refusal(setReviewLapsePolicy(db, members.admin, 'legal_page', 'delete-page', 'SOP'))).toBe('invalid');
  expect(await refusal(setReviewLapsePolicy(db, members.admin, 'legal_page', 'flag', ' '))).toBe('invalid');
  expect(await refusal(setReviewLapsePolicy(db, members.admin, 'press_release', 'flag', 'SOP'))).toBe('invalid');
  await setReviewLapsePolicy(db, members.admin, 'legal_page', 'flag', 'SOP-QA-7 rev. 2');
  const [row] = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'controlled.review-policy')
    .where('entity_id', '=', 'legal_page')
    .execute();
  expect(JSON.parse(row!.before_json!)).toMatchObject({
    on_review_lapse: 'flag',
    note: expect.stringContaining("to be confirmed by the company's procedure"),
  });
  expect(JSON.parse(row!.after_json!)).toEqual({
    content_class: 'legal_page',
    on_review_lapse: 'flag',
    note: 'SOP-QA-7 rev. 2',
  });
});
