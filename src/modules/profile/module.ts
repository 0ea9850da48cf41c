import { ContainerModule } from 'inversify';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { RequestHandler } from 'express';
import type { Config } from '../../platform/config.js';
import { PLATFORM, type HttpRoute } from '../../platform/tokens.js';
import { editionMiddleware } from './adapters/edition-http.js';
import { editionHostMap } from './domain/editions.js';
import { householdOptionsRouter, profileFormRouter } from './adapters/http.js';
import { profileApiDoc } from './adapters/http.openapi.js';
import { CheckProfile } from './application/check-profile.js';
import { GetProfileForm } from './application/get-profile-form.js';
import { PROFILE } from './tokens.js';

/** The profile module's bindings: form definitions and profile checks (spec 02 §2.10, §5). */
export const profileModule = new ContainerModule(({ bind }) => {
  // The request's edition (issue 27), from its Host and EDITION_HOSTS, for every module's routes.
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    editionMiddleware(editionHostMap(context.get<Config>(PLATFORM.Config).EDITION_HOSTS)),
  );
  bind(PROFILE.GetProfileForm).to(GetProfileForm);
  bind(PROFILE.CheckProfile).to(CheckProfile);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/profile-form',
    router: profileFormRouter(
      context.get<GetProfileForm>(PROFILE.GetProfileForm),
      context.get<CheckProfile>(PROFILE.CheckProfile),
    ),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/api/buscarplanes', router: householdOptionsRouter() });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(profileApiDoc);
});
