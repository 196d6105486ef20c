/** @jest-environment node */
const sendMail = jest.fn().mockResolvedValue({ messageId: 'x' });
const createTransport = jest.fn(() => ({ sendMail }));
jest.mock('nodemailer', () => ({ createTransport }));

describe('mail', () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    jest.resetModules();
  });

  it('records the message in the outbox and, with SMTP_URL set, sends it through nodemailer', async () => {
    process.env.SMTP_URL = 'smtp://mail.example.com:587';
    const { getDb } = await import('@/lib/server/db');
    const { queueMail, thankYouMail } = await import('@/lib/server/mail');
    const db = await getDb();
    const id = await queueMail(db, thankYouMail('grace@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(createTransport).toHaveBeenCalledWith('smtp://mail.example.com:587');
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'grace@example.com', subject: 'Thank you for joining the Corcym Academy' }),
    );
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps the message in the outbox, unsent, without SMTP_URL', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { getDb } = await import('@/lib/server/db');
    const { queueMail, thankYouMail } = await import('@/lib/server/mail');
    const db = await getDb();
    const id = await queueMail(db, thankYouMail('alan@example.com'));
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ to_address: 'alan@example.com', sent_at: null });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('kept in the outbox'));
  });
});

describe('stored mail as staff read it', () => {
  it('hides the token of a set-password link', async () => {
    const { withoutSecrets } = await import('@/lib/server/mail');
    const text =
      'Choose your password: https://www.corcym.com/academy/set-password?token=AbCdEf0123456789_-xyzXYZ0123 within 72 hours.';
    expect(withoutSecrets(text)).toBe(
      'Choose your password: https://www.corcym.com/academy/set-password?token=[hidden] within 72 hours.',
    );
  });
});
