import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from '@domain/catalogue/domain/sales-channels';

/** The one list of sales channels (catalogue domain), as react-admin choices. */
export const salesChannelChoices = SALES_CHANNELS.map((id) => ({ id, name: SALES_CHANNEL_LABELS[id] }));
