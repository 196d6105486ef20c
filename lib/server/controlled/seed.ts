import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { ContentFolder } from '@/lib/content/source/load';
import type { Db } from '@/lib/server/db';
import { writeTransaction } from '@/lib/server/db/dialect';
import { appendAuditRow } from '@/lib/server/staff/audit-chain';
import { canonicalise } from './canonical';
import { contentFromFile, controlledKeys, fileOfKey, kindOfKey } from './content';

export const IMPORTED_AUTHOR = 'Imported from content/ (no approval record)';

/**
 * Seeds the controlled items from content/ once: each device edition and legal page the database does not hold
 * yet becomes an item whose first version is effective and marked honestly as imported without an approval record
 * (`itemsLackingApproval` lists them until a signed version replaces them). An item already in the database is
 * never touched: from then on the database is the system of record, whatever content/ says. Answers the keys
 * imported; nothing (and no audit row) when there is nothing new. Without content/ (a deployment that does not
 * ship it) there is nothing to seed from.
 */
export async function seedControlledContent(db: Db, root = 'content'): Promise<string[]> {
  if (!existsSync(join(root, 'devices')) || !existsSync(join(root, 'pages', 'legal'))) return [];
  const keys = controlledKeys(root);
  const known = new Set(
    (await db.selectFrom('controlled_items').select('item_key').execute()).map((row) => row.item_key),
  );
  if (keys.every((key) => known.has(key))) return [];
  // Imported as the files are: `npm run gen`, which runs before the site starts, builds or is tested, has
  // checked them with the same loader and schemas (reading the whole catalogue again here cost every fresh
  // database a second).
  const folder = new ContentFolder(root);
  const files = keys.map((key) => ({
    key,
    content: contentFromFile(folder.read(fileOfKey(key)), folder.name(fileOfKey(key))),
  }));
  // Written with the chain's own append, not withAudit: the database's seed runs this, and withAudit opens the
  // database module that runs the seed.
  return writeTransaction(db, async (trx) => {
    // Read again inside the write transaction: two seeds at once import each item once.
    const present = new Set(
      (await trx.selectFrom('controlled_items').select('item_key').execute()).map((row) => row.item_key),
    );
    const at = new Date().toISOString();
    // Only a fresh database takes the files as in force. Once the database is the system of record, a file added
    // to content/ comes in as a draft, listed among the items lacking approval, and goes live only when signed.
    const fresh = present.size === 0;
    const imported: string[] = [];
    for (const { key, content } of files) {
      if (present.has(key)) continue;
      const kind = kindOfKey(key)!;
      const itemId = uuidv7();
      const { json, sha256 } = canonicalise(content);
      await trx
        .insertInto('controlled_items')
        .values({ id: itemId, kind, item_key: key, content_class: kind, created_at: at })
        .execute();
      await trx
        .insertInto('controlled_versions')
        .values({
          id: uuidv7(),
          item_id: itemId,
          number: 1,
          content_json: json,
          content_sha256: sha256,
          author_id: null,
          author_name: IMPORTED_AUTHOR,
          created_at: at,
          provenance: 'imported-no-approval-record',
          based_on_id: null,
          state: fresh ? 'effective' : 'draft',
          effective_from: fresh ? at : null,
          review_by: null,
        })
        .execute();
      imported.push(key);
    }
    if (imported.length > 0)
      await appendAuditRow(trx, {
        id: uuidv7(),
        at,
        actor_id: null,
        actor_email: 'system:seed',
        action: 'controlled.import',
        entity_type: 'controlled_item',
        entity_id: null,
        before_json: null,
        after_json: JSON.stringify({ imported: imported.length, keys: imported }),
        ip: null,
      });
    return imported;
  });
}
