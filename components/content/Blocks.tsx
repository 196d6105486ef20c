import type { Block } from '@/lib/content/pages';
import { SiteLink } from '@/components/ui/SiteLink';
import { RichText } from '@/components/ui/RichText';
import styles from './Blocks.module.scss';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'h2':
      return <h2 id={block.id}>{block.text}</h2>;
    case 'h3':
      return <h3 id={block.id}>{block.text}</h3>;
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <aside className={`${styles.callout} ${block.tone === 'warning' ? styles.warning : ''}`}>
          {block.title && <p className={styles.calloutTitle}>{block.title}</p>}
          <p>
            <RichText text={block.text} />
          </p>
        </aside>
      );
    case 'table':
      return (
        <div className={styles.tableWrap} role="region" aria-label={block.caption} tabIndex={0}>
          <table className={styles.table}>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'contact':
      return (
        <address className={styles.contact}>
          <strong>{block.title}</strong>
          {block.lines.map((line) => (
            <span key={line}>
              <RichText text={line} />
            </span>
          ))}
        </address>
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {block.items.map((card) => (
            <li key={card.title} className={styles.card}>
              <h3>{card.href ? <SiteLink href={card.href}>{card.title}</SiteLink> : card.title}</h3>
              <p>
                <RichText text={card.text} />
              </p>
              {card.href && card.linkLabel && (
                <span className={styles.cardMore} aria-hidden="true">
                  {card.linkLabel} →
                </span>
              )}
            </li>
          ))}
        </ul>
      );
  }
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
