import { fetchInformationPage } from './api/get-information-page';
import { ContentArticle, ContentState } from './content-view';
import { useContent } from './use-content';

/** An information page from GET /api/information/{name} (Terminos-y-Condiciones, Partners-y-Alianzas…). */
export default function InformationPage({ name }: { name: string }) {
  const [load, retry] = useContent(name, () => fetchInformationPage(name));
  return (
    <ContentState load={load} retry={retry}>
      {(page) => <ContentArticle page={page} />}
    </ContentState>
  );
}
