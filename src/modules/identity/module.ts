import type { ApiDoc } from '../../platform/http/openapi.js';
import { identityAdminApiDoc } from './adapters/admin-http.openapi.js';
import { authApiDoc } from './adapters/auth-http.openapi.js';
import { calendlyRouter } from './adapters/calendly-http.js';
import { calendlyApiDoc } from './adapters/calendly-http.openapi.js';
import { usersRouter } from './adapters/users-http.js';
import { usersApiDoc } from './adapters/users-http.openapi.js';
import { ContainerModule } from 'inversify';
import type { Config } from '../../platform/config.js';
import type { RateLimiter } from '../../platform/http/rate-limit.js';
import { CustomerAccounts } from './application/customer-accounts.js';
import { SequelizeCustomerAccountStore } from './adapters/sequelize/sequelize-customer-account-store.js';
import { PLATFORM, type Authorization, type HttpRoute } from '../../platform/tokens.js';
import type { MailStore } from '../../platform/mail/mail-store.js';
import { identityAdminRouter } from './adapters/admin-http.js';
import { authRouter, hashTokenRouter, tokenRouter, type AuthUseCases } from './adapters/auth-http.js';
import { JwtAuthorization } from './adapters/authorization.js';
import { BcryptPasswordHasher } from './adapters/bcrypt-hasher.js';
import { resolveJwtSecrets } from './adapters/jwt-secrets.js';
import { JwtTokenService } from './adapters/jwt-token-service.js';
import { SequelizeRoleRepository } from './adapters/sequelize/sequelize-role-repository.js';
import {
  SequelizeAccessLinkStore,
  SequelizePasswordResetStore,
  SequelizeRefreshTokenStore,
} from './adapters/sequelize/sequelize-token-stores.js';
import { SequelizeUserRepository } from './adapters/sequelize/sequelize-user-repository.js';
import { ChangePassword } from './application/change-password.js';
import { CreateUser } from './application/create-user.js';
import { EnsureFirstAdmin } from './application/ensure-first-admin.js';
import { GetUser } from './application/get-user.js';
import { PickBookingAdvisor } from './application/pick-booking-advisor.js';
import { ExchangeAccessLink } from './application/exchange-access-link.js';
import { GrantGuard } from './application/grant-guard.js';
import { IssueAccessLink } from './application/issue-access-link.js';
import { IssueSession } from './application/issue-session.js';
import { ListUsers } from './application/list-users.js';
import { Login } from './application/login.js';
import { Logout } from './application/logout.js';
import { ManageRoles } from './application/manage-roles.js';
import { RefreshSession } from './application/refresh-session.js';
import { RequestPasswordReset } from './application/request-password-reset.js';
import { ResetPassword } from './application/reset-password.js';
import { SetPassword } from './application/set-password.js';
import { UpdateUser } from './application/update-user.js';
import { IdentityUserDirectory } from './application/user-directory.js';
import { VerifyCredentials } from './application/verify-credentials.js';
import { IDENTITY } from './tokens.js';

/** Users, roles, sessions and the platform guard (PLATFORM.Authorization) for every /api/admin route. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(IDENTITY.JwtSecrets).toDynamicValue((context) => resolveJwtSecrets(context.get<Config>(PLATFORM.Config)));
  bind(IDENTITY.TokenService).to(JwtTokenService);
  bind(IDENTITY.PasswordHasher).to(BcryptPasswordHasher);
  bind(IDENTITY.UserRepository).to(SequelizeUserRepository);
  bind(IDENTITY.RoleRepository).to(SequelizeRoleRepository);
  bind(IDENTITY.RefreshTokenStore).to(SequelizeRefreshTokenStore);
  bind(IDENTITY.PasswordResetStore).to(SequelizePasswordResetStore);
  bind(IDENTITY.AccessLinkStore).to(SequelizeAccessLinkStore);
  bind(IDENTITY.CustomerAccountStore).to(SequelizeCustomerAccountStore);
  bind(IDENTITY.CustomerAccounts).to(CustomerAccounts);

  bind(IDENTITY.IssueSession).to(IssueSession);
  bind(IDENTITY.VerifyCredentials).to(VerifyCredentials);
  bind(IDENTITY.Login).to(Login);
  bind(IDENTITY.RefreshSession).to(RefreshSession);
  bind(IDENTITY.Logout).to(Logout);
  bind(IDENTITY.SetPassword).to(SetPassword);
  bind(IDENTITY.ChangePassword).to(ChangePassword);
  bind(IDENTITY.RequestPasswordReset).to(RequestPasswordReset);
  bind(IDENTITY.ResetPassword).to(ResetPassword);
  bind(IDENTITY.IssueAccessLink).to(IssueAccessLink);
  bind(IDENTITY.ExchangeAccessLink).to(ExchangeAccessLink);
  bind(IDENTITY.CreateUser).to(CreateUser);
  bind(IDENTITY.UpdateUser).to(UpdateUser);
  bind(IDENTITY.ListUsers).to(ListUsers);
  bind(IDENTITY.ManageRoles).to(ManageRoles);
  bind(IDENTITY.GrantGuard).to(GrantGuard);
  bind(IDENTITY.EnsureFirstAdmin).to(EnsureFirstAdmin);
  bind(IDENTITY.UserDirectory).to(IdentityUserDirectory);
  bind(IDENTITY.GetUser).to(GetUser);
  bind(IDENTITY.PickBookingAdvisor).to(PickBookingAdvisor);

  bind<Authorization>(PLATFORM.Authorization).to(JwtAuthorization);

  const authUseCases = (get: <T>(id: symbol) => T): AuthUseCases => ({
    login: get(IDENTITY.Login),
    refresh: get(IDENTITY.RefreshSession),
    logout: get(IDENTITY.Logout),
    changePassword: get(IDENTITY.ChangePassword),
    requestReset: get(IDENTITY.RequestPasswordReset),
    resetPassword: get(IDENTITY.ResetPassword),
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(authApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(identityAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(usersApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(calendlyApiDoc);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/users',
    router: usersRouter(context.get(IDENTITY.GetUser), context.get<Authorization>(PLATFORM.Authorization)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/calendly',
    router: calendlyRouter(context.get(IDENTITY.PickBookingAdvisor)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/token',
    router: tokenRouter(
      authUseCases((id) => context.get(id)),
      context.get<RateLimiter>(PLATFORM.RateLimiter),
    ),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/hashtoken',
    router: hashTokenRouter(context.get(IDENTITY.ExchangeAccessLink), context.get<RateLimiter>(PLATFORM.RateLimiter)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/auth',
    router: authRouter(
      authUseCases((id) => context.get(id)),
      context.get<RateLimiter>(PLATFORM.RateLimiter),
    ),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/admin',
    router: identityAdminRouter(
      {
        listUsers: context.get(IDENTITY.ListUsers),
        createUser: context.get(IDENTITY.CreateUser),
        updateUser: context.get(IDENTITY.UpdateUser),
        roles: context.get(IDENTITY.ManageRoles),
        directory: context.get(IDENTITY.UserDirectory),
        issueAccessLink: context.get(IDENTITY.IssueAccessLink),
      },
      context.get<Authorization>(PLATFORM.Authorization),
      context.get<MailStore>(PLATFORM.Mailbox),
    ),
  }));
});
