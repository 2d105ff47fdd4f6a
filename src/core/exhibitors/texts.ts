/**
 * English defaults of the exhibitor area's texts: the list, its cards, filters and sorts, the floorplan modal, the
 * profile page and its tabs, coming soon, the 2D booth and the dialogs (docs/rules/content-areas.md sections 2, 3, 5 and 9).
 * The spec names the screens, the sorts and "Booth or Booths", not the other words.
 */
export const EXHIBITOR_TEXTS = {
  // list
  'exhibitors.title': 'Exhibitors',
  'exhibitors.loading': 'Loading the exhibitors…',
  'exhibitors.error': 'The exhibitors could not be loaded.',
  'exhibitors.retry': 'Try again',
  'exhibitors.empty': 'This congress has no exhibitors yet.',
  'exhibitors.noResults': 'No exhibitor matches your search.',
  'exhibitors.count': '{count} exhibitors',
  'exhibitors.moreResults': 'Show {count} more',
  'exhibitors.search.label': 'Search the exhibitors',
  'exhibitors.search.placeholder': 'Company, topic, booth…',
  // filters
  'exhibitors.filters': 'Filters',
  'exhibitors.filter.tags': 'Topics',
  'exhibitors.filter.allTags': 'All topics',
  'exhibitors.filter.sponsorTypes': 'Sponsor type',
  'exhibitors.filter.allSponsorTypes': 'All sponsor types',
  'exhibitors.filter.option': '{value} ({count})',
  'exhibitors.filter.clear': 'Clear filters',
  // sorts (section 9)
  'exhibitors.sort': 'Sort by',
  'exhibitors.sort.alphabetically': 'Alphabetically',
  'exhibitors.sort.ranking': 'Ranking',
  'exhibitors.sort.booth': 'Booth',
  // cards
  'exhibitors.card.open': 'Open the profile of {name}',
  'exhibitors.card.logo': 'Logo of {name}',
  'exhibitors.comingSoonBadge': 'Coming soon',
  'exhibitors.booth': 'Booth',
  'exhibitors.booths': 'Booths',
  'exhibitors.showMore': 'Show more',
  'exhibitors.visitWebsite': 'Visit website',
  'exhibitors.openLounge': 'Open lounge',
  // floorplan modal (section 2)
  'exhibitors.floorplan.title': 'Floorplan',
  'exhibitors.floorplan.sponsorType': 'Sponsor type',
  'exhibitors.floorplan.close': 'Close',
  // profile page
  'exhibitors.profile.back': 'Back to the exhibitors',
  'exhibitors.profile.loading': 'Loading the profile…',
  'exhibitors.profile.error': 'The profile could not be loaded.',
  'exhibitors.profile.contact': 'Contact',
  'exhibitors.profile.email': 'E-mail',
  'exhibitors.profile.phone': 'Phone',
  'exhibitors.profile.address': 'Address',
  'exhibitors.profile.views': '{count} views',
  'exhibitors.tabs': 'Company sections',
  'exhibitors.tab.profile': 'Profile',
  'exhibitors.tab.products': 'Products',
  'exhibitors.tab.meetings': 'Meetings',
  'exhibitors.tab.webcasts': 'Webcasts',
  'exhibitors.tab.presentations': 'Presentations',
  'exhibitors.tab.symposia': 'Symposia',
  'exhibitors.tab.lounge': 'Lounge',
  'exhibitors.tab.chat': 'Chat',
  'exhibitors.tab.files': 'Files',
  'exhibitors.tab.empty': 'Nothing here yet.',
  'exhibitors.notFound': 'This exhibitor could not be found.',
  // coming soon and 2D booth (section 4)
  'exhibitors.comingSoon.title': 'Coming soon',
  'exhibitors.comingSoon.text': 'This exhibitor’s profile will be published soon.',
  'exhibitors.booth2d.title': 'Booth of {name}',
  'exhibitors.booth2d.loading': 'Loading the booth…',
  'exhibitors.booth2d.toProfile': 'Go to the profile',
  // HCP confirmation dialog
  'exhibitors.hcp.title': 'Healthcare professionals only',
  'exhibitors.hcp.question': 'Are you a healthcare professional?',
  'exhibitors.hcp.accept': 'Yes, I am',
  'exhibitors.hcp.decline': 'No, I am not',
  'exhibitors.hcp.close': 'Close',
  // booth guru dialog
  'exhibitors.boothGuru.title': 'Contact the booth',
  'exhibitors.boothGuru.open': 'Contact us',
  'exhibitors.boothGuru.messageLabel': 'Your message',
  'exhibitors.boothGuru.send': 'Send',
  'exhibitors.boothGuru.sent': 'Your message has been sent.',
  'exhibitors.boothGuru.failed': 'Your message could not be sent.',
  'exhibitors.boothGuru.signInFirst': 'Please sign in to contact the booth.',
  // symposia leads dialog
  'exhibitors.leads.title': 'Information about this symposium',
  'exhibitors.leads.info': 'Send me information',
  'exhibitors.leads.callback': 'Call me back',
  'exhibitors.leads.phoneLabel': 'Phone number',
  'exhibitors.leads.messageLabel': 'Message',
  'exhibitors.leads.send': 'Send',
  'exhibitors.leads.sent': 'Your request has been sent.',
  'exhibitors.leads.failed': 'Your request could not be sent.',
  'exhibitors.leads.phoneRequired': 'Please enter a phone number for the callback.',
  // product rating
  'exhibitors.rating.rate': 'Rate this product',
  'exhibitors.rating.yours': 'Your rating: {rating}',
  'exhibitors.rating.average': '{average} of 5 ({count} ratings)',
  'exhibitors.rating.star': '{rating} stars',
} as const;

export type ExhibitorTextKey = keyof typeof EXHIBITOR_TEXTS;
