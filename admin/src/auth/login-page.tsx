import { useLogin, useTranslate } from 'react-admin';
import { LoginForm } from './login-form';

/** react-admin's login page: shown when a session ends while the back-office is open. */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  return <LoginForm login={login} translate={translate} />;
}
