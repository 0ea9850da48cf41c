import ApartmentIcon from '@mui/icons-material/Apartment';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DescriptionIcon from '@mui/icons-material/Description';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FlagIcon from '@mui/icons-material/Flag';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PeopleIcon from '@mui/icons-material/People';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import ReviewsIcon from '@mui/icons-material/Reviews';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyResource } from './lazy-resource';

/*
 * The back-office's screens, each loaded when it first opens (issue 31: the sign-in page and the first
 * screen no longer fetch every screen's code). Which views exist and the menu icon are declared here;
 * resource-screens.test.ts checks each declaration against its module.
 */

export const careScenarios = lazyResource(
  () => import('./resources/care-scenarios'),
  'careScenarios',
  ['list', 'show', 'edit'],
  LocalHospitalIcon,
);
export const companyDetails = lazyResource(
  () => import('./resources/company-details'),
  'companyDetails',
  ['list'],
  BusinessIcon,
);
export const contentPages = lazyResource(
  () => import('./resources/content-pages'),
  'contentPages',
  ['list', 'edit', 'create'],
  ArticleIcon,
);
export const siteNotifications = lazyResource(
  () => import('./resources/site-notifications'),
  'siteNotifications',
  ['list', 'edit', 'create'],
  NotificationsIcon,
);
export const countryLandings = lazyResource(
  () => import('./resources/content-entries'),
  'countryLandings',
  ['list', 'edit', 'create'],
  CampaignIcon,
);
export const organizationSubscriptions = lazyResource(
  () => import('./resources/content-entries'),
  'organizationSubscriptions',
  ['list', 'edit', 'create'],
  CardMembershipIcon,
);
export const productSubscriptions = lazyResource(
  () => import('./resources/content-entries'),
  'productSubscriptions',
  ['list', 'edit', 'create'],
  Inventory2Icon,
);
export const successReviews = lazyResource(
  () => import('./resources/content-entries'),
  'successReviews',
  ['list', 'edit', 'create'],
  ReviewsIcon,
);
export const leads = lazyResource(() => import('./resources/leads'), 'leads', ['list', 'show', 'edit'], AssignmentIcon);
export const mailbox = lazyResource(() => import('./resources/mailbox'), 'mailbox', ['list', 'show'], MailIcon);
export const organizations = lazyResource(
  () => import('./resources/organizations'),
  'organizations',
  ['list', 'show', 'edit'],
  BusinessIcon,
);
export const products = lazyResource(
  () => import('./resources/products'),
  'products',
  ['list', 'show', 'edit'],
  InventoryIcon,
);
export const roles = lazyResource(() => import('./resources/roles'), 'roles', ['list', 'show', 'edit'], SecurityIcon);
export const users = lazyResource(
  () => import('./resources/users'),
  'users',
  ['list', 'show', 'create', 'edit'],
  PeopleIcon,
);
export const sales = lazyResource(() => import('./resources/sales'), 'sales', ['list', 'show'], ShoppingCartIcon);
export const billingDashboard = lazyResource(
  () => import('./resources/billing/billing-dashboard'),
  'billingDashboard',
  ['list'],
  InsightsIcon,
);
export const billingJobs = lazyResource(
  () => import('./resources/billing/jobs'),
  'billingJobs',
  ['list'],
  ScheduleIcon,
);
export const payments = lazyResource(
  () => import('./resources/billing/payments'),
  'payments',
  ['list', 'show'],
  PaymentsIcon,
);
export const paymentPeriods = lazyResource(
  () => import('./resources/billing/periods'),
  'paymentPeriods',
  ['list', 'show'],
  EventNoteIcon,
);
export const preinvoices = lazyResource(
  () => import('./resources/billing/preinvoices'),
  'preinvoices',
  ['list', 'show'],
  ReceiptLongIcon,
);
export const taxDocuments = lazyResource(
  () => import('./resources/billing/tax-documents'),
  'taxDocuments',
  ['list', 'show', 'create'],
  DescriptionIcon,
);
export const unsentNotifications = lazyResource(
  () => import('./resources/billing/unsent-notifications'),
  'unsentNotifications',
  ['list', 'show'],
  MarkEmailUnreadIcon,
);
export const bulkLoads = lazyResource(
  () => import('./resources/bulk-loads'),
  'bulkLoads',
  ['list', 'show', 'create'],
  UploadFileIcon,
);
export const clientOrganizations = lazyResource(
  () => import('./resources/client-organizations'),
  'clientOrganizations',
  ['list', 'show', 'create', 'edit'],
  BusinessIcon,
);
export const insured = lazyResource(() => import('./resources/insured'), 'insured', ['list', 'create'], PeopleIcon);
export const insurerContacts = lazyResource(() => import('./resources/insurer-settings'), 'insurerContacts', [
  'create',
  'edit',
]);
export const insurerSettings = lazyResource(
  () => import('./resources/insurer-settings'),
  'insurerSettings',
  ['list', 'edit'],
  ApartmentIcon,
);
export const uninsured = lazyResource(() => import('./resources/uninsured'), 'uninsured', ['list'], PersonOffIcon);
export const policies = lazyResource(
  () => import('./resources/policies'),
  'policies',
  ['list', 'show', 'create', 'edit'],
  DescriptionIcon,
);
export const experiments = lazyResource(() => import('./resources/experiments'), 'experiments', ['list'], ScienceIcon);
export const ufRates = lazyResource(
  () => import('./resources/uf-rates'),
  'ufRates',
  ['list', 'create'],
  CurrencyExchangeIcon,
);
export const featureFlags = lazyResource(
  () => import('./resources/feature-flags'),
  'featureFlags',
  ['list', 'edit', 'create'],
  FlagIcon,
);
export const partners = lazyResource(
  () => import('./resources/partners'),
  'partners',
  ['list', 'edit', 'create'],
  HandshakeIcon,
);
export const advisors = lazyResource(
  () => import('./resources/advisors'),
  'advisors',
  ['list', 'create', 'edit'],
  RecordVoiceOverIcon,
);
export const contactInformation = lazyResource(
  () => import('./resources/contact-information'),
  'contactInformation',
  ['list'],
  ContactPhoneIcon,
);
export const feedbacks = lazyResource(
  () => import('./resources/feedbacks'),
  'feedbacks',
  ['list', 'show'],
  RateReviewIcon,
);
export const isaprePlans = lazyResource(
  () => import('./resources/isapre-plans'),
  'isaprePlans',
  ['list', 'show', 'edit'],
  MedicalInformationIcon,
);
export const supportTickets = lazyResource(
  () => import('./resources/support-tickets'),
  'supportTickets',
  ['list', 'show', 'edit', 'create'],
  SupportAgentIcon,
);
export const subscriptions = lazyResource(
  () => import('./resources/subscriptions'),
  'subscriptions',
  ['list', 'show'],
  AutorenewIcon,
);
export const savedSearches = lazyResource(
  () => import('./resources/saved-searches'),
  'savedSearches',
  ['list', 'show'],
  BookmarkIcon,
);
export const customers = lazyResource(
  () => import('./resources/customers'),
  'customers',
  ['list', 'show'],
  PersonSearchIcon,
);
export const priceAlerts = lazyResource(
  () => import('./resources/price-alerts'),
  'priceAlerts',
  ['list', 'show'],
  NotificationsActiveIcon,
);
