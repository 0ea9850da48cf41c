import { TicketCreate, TicketEdit, TicketShow } from './ticket-detail';
import { TicketList } from './ticket-list';

export const supportTickets = {
  list: TicketList,
  show: TicketShow,
  edit: TicketEdit,
  create: TicketCreate,
};
