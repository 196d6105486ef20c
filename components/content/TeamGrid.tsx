import type { TeamRole } from '@/lib/content/team';
import { Photo } from '@/components/ui/Photo';
import styles from './TeamGrid.module.scss';

/** People cards of a team page, one per role. */
export function TeamGrid({ title, roles }: { title: string; roles: TeamRole[] }) {
  return (
    <section aria-labelledby="team-roles-title" className={styles.section}>
      <h2 id="team-roles-title">{title}</h2>
      <ul className={styles.grid}>
        {roles.map((role) => (
          <li key={role.id} className={styles.card}>
            {role.photo ? (
              <Photo photo={role.photo} sizes="96px" className={styles.portrait} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {(role.name ?? role.role)
                  .split(/\s+/)
                  .filter((word) => /^[A-Z]/.test(word))
                  .slice(0, 2)
                  .map((word) => word[0])
                  .join('')}
              </span>
            )}
            <h3>{role.name ?? role.role}</h3>
            {role.name && <p className={styles.role}>{role.role}</p>}
            <p>{role.summary}</p>
            <ul className={styles.duties}>
              {role.responsibilities.map((duty) => (
                <li key={duty}>{duty}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
