import type { Config } from '../../../../platform/config.js';
import { SAMPLE_TRANSFER_ACCOUNT, type CompanyDetailsService } from '../../../content/index.js';
import type { TransferAccountSource } from './transfer-provider.js';

/**
 * Our bank account for transfers, from the company's details (content's facade). Outside production an unset
 * account falls back to the labelled sample account, so a fresh clone and the tests can pay by transfer;
 * production shows only the account staff entered, and declines transfers until there is one.
 */
export function transferAccountSource(config: Config, company: () => CompanyDetailsService): TransferAccountSource {
  return async () => {
    const account = await company().transferAccount();
    if (account) return { ...account };
    return config.NODE_ENV === 'production' ? null : { ...SAMPLE_TRANSFER_ACCOUNT };
  };
}
