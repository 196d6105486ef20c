/** A news or press item as the list, the home page and their cards show it: what the server formats for the page. */
export interface NewsCard {
  id: number;
  title: string;
  description: string;
  date: string;
  dateLabel: string;
  type: 'news' | 'press';
  href: string;
}
