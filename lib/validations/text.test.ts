/** @jest-environment node */
import { courseSchema } from './academy-admin';
import { brochureRequestSchema } from './brochure';
import { emailField, requiredText } from './fields';
import { newsFormSchema } from './news';
import { subjectEmailSchema } from './privacy';
import { staffSignInSchema } from './staff';
import { NOT_WELL_FORMED_MESSAGE, text } from './text';

const LONE = ['\ud800', 'a\udfffb', 'x\ud83d'];

describe('text that is not well-formed UTF-16', () => {
  it('is refused by the shared string with its message, and a surrogate pair is accepted', () => {
    for (const value of LONE) expect(text().safeParse(value).error?.issues[0]?.message).toBe(NOT_WELL_FORMED_MESSAGE);
    expect(text().safeParse('Chirurgie cardiaque 🫀').success).toBe(true);
  });

  it('is refused in every kind of field: names, e-mail addresses, long text, passwords', () => {
    for (const value of LONE) {
      expect(requiredText('Name').safeParse(value).success).toBe(false);
      expect(emailField.safeParse(`ada${value}@example.com`).success).toBe(false);
      expect(subjectEmailSchema.safeParse(`ada${value}@example.com`).success).toBe(false);
      expect(staffSignInSchema.safeParse({ email: 'a@example.com', password: `long-password-${value}` }).success).toBe(
        false,
      );
      const news = { title: 'T', news_type: 'news', date: '2026-01-02', description: 'D', body: `B${value}` };
      expect(newsFormSchema.safeParse(news).error?.issues.map((issue) => issue.message)).toContain(
        NOT_WELL_FORMED_MESSAGE,
      );
      const course = { title: 'T', description: `D${value}`, category: 'C', version: 1, imageUrl: 'uploaded' };
      expect(courseSchema.safeParse(course).success).toBe(false);
    }
  });

  it('is refused by the API schema of a form', () => {
    const body = {
      first_name: '\ud800',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      country: 'Italy',
      hospital: 'H',
      broucher: 'solo-smart',
    };
    expect(brochureRequestSchema.safeParse(body).error?.issues[0]).toMatchObject({
      path: ['first_name'],
      message: NOT_WELL_FORMED_MESSAGE,
    });
  });
});
