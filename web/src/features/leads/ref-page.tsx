import { useNavigate, useSearchParams } from 'react-router';
import { AdvisorDialog } from './advisor-dialog';
import { markPseudoLoginAttempt } from './lead-storage';

/**
 * /ref: resolves the referrer, then goes to Comparar/Seguros-de-Salud (spec 02 §2.1). With
 * ?pseudoLogin=1 (a partner sub-domain that requires referrer input) the e-mail is required.
 */
export default function RefPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className="container lead-page">
      <AdvisorDialog
        required={params.get('pseudoLogin') === '1'}
        onClose={({ typedEmail }) => {
          // Spec 02 §4: closing after typing an e-mail counts as the pseudo-login attempt.
          if (typedEmail) markPseudoLoginAttempt();
          navigate('/Comparar/Seguros-de-Salud', { replace: true });
        }}
      />
    </main>
  );
}
