/** /admin/news — 'News': publish, edit and delete the news shown on the home page. */
import { PageHeader } from '../../components/PageHeader';
import { NewsManager } from '../../modules/content/components/NewsManager';

export default function NewsPage() {
  return (
    <>
      <PageHeader title="News" subtitle="Announcements shown on the home page, newest first." />
      <NewsManager />
    </>
  );
}
