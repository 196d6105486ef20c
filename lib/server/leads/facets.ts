import 'server-only';
import type { Db } from '../db';

/** The topics and countries leads have so far, for the filter menus (each read from its index). */
export async function leadFacets(db: Db): Promise<{ topics: string[]; countries: string[] }> {
  const [topics, countries] = await Promise.all([
    db
      .selectFrom('leads')
      .select('topic')
      .distinct()
      .where('topic', 'is not', null)
      .orderBy('topic')
      .limit(200)
      .execute(),
    db.selectFrom('leads').select('country').distinct().orderBy('country').limit(300).execute(),
  ]);
  return { topics: topics.map((row) => row.topic!).filter(Boolean), countries: countries.map((row) => row.country) };
}
