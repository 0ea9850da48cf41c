import { useEffect, useState } from 'react';
import { fetchPaymentOptions } from './api/get-payment-options';
import { SALE_TEXTS as T } from './texts';

/**
 * On every purchase page of a site whose payments are not real (the sandbox provider, or a staging site's
 * PAYMENT_TEST_MODE): says so, from the server's payment options. Nothing while they load or if they fail.
 */
export function TestModeNotice() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let live = true;
    fetchPaymentOptions()
      .then((options) => live && setTestMode(options.testMode))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!testMode) return null;
  return (
    <p className="sale-test-mode" role="note" data-testid="sale-test-mode">
      {T.testMode}
    </p>
  );
}
