import team from '@/lib/generated/content/team';
import type { Photo } from './photos/types';

/**
 * The three team pages (/team/meet-board, /team/executive-leader, /team/scientific-advisory-board) and the roles they
 * list. The text is in content/team/{group}.yaml, one file per page with its roles (see docs/content.md). Roles are
 * described by function only: no personal names are published here.
 */
export type TeamGroup = 'board' | 'executive' | 'scientific';

export interface TeamRole {
  id: string;
  group: TeamGroup;
  /** The person holding the role, once the communications team has approved publishing it. */
  name?: string;
  role: string;
  summary: string;
  responsibilities: string[];
  /** Their portrait, once supplied by the company with the person's consent (docs/content.md, "A photograph"). */
  photo?: Photo;
}

export interface TeamPageInfo {
  group: TeamGroup;
  path: string;
  title: string;
  description: string;
  lead: string;
  tags: string;
  /** Paragraphs; links are written [text](/path). */
  about: string[];
}

/** What the content folder gives: the pages in site order, and every role in page order. */
export interface TeamData {
  pages: TeamPageInfo[];
  roles: TeamRole[];
}

export const teamPages: readonly TeamPageInfo[] = team.pages;

export function rolesOf(group: TeamGroup): TeamRole[] {
  return team.roles.filter((r) => r.group === group);
}
