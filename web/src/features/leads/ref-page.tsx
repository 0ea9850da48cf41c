import { useNavigate } from 'react-router';
import { AdvisorDialog } from './advisor-dialog';

/** /ref: resolves the referrer, then goes to Comparar/Seguros-de-Salud (spec 02 §2.1). */
export default function RefPage() {
  const navigate = useNavigate();
  return (
    <main className="container lead-page">
      <AdvisorDialog onClose={() => navigate('/Comparar/Seguros-de-Salud', { replace: true })} />
    </main>
  );
}
