/**
 * English defaults of my area's "Attendance (CME)" module (issue 23; ours: the spec has no CME texts). German in
 * server/db/seed/texts-de/attendance.ts.
 */
export const ATTENDANCE_TEXTS = {
  'attendance.explain':
    'This congress records how long you watch each session, live and on demand, while you are signed in, so that it can certify your attendance for continuing medical education. This is a service to you, not analytics: it is kept whatever you chose about analytics cookies, only you see it here, and you can delete it at any time.',
  'attendance.rule':
    'A session counts when you watched at least {share}\u00a0% of it, live and on demand together; each hour of a session that counts gives {factor} credit hours.',
  'attendance.inactive': 'This congress does not record attendance for continuing medical education.',
  'attendance.empty': 'Nothing recorded yet. Watch a session live or its recording while signed in, and it appears here.',
  'attendance.error': 'Your attendance could not be loaded.',
  'attendance.caption': 'Sessions you watched',
  'attendance.session': 'Session',
  'attendance.time': 'Time',
  'attendance.live': 'Live',
  'attendance.onDemand': 'On demand',
  'attendance.share': 'Watched',
  'attendance.counts': 'Counts',
  'attendance.yes': 'Yes',
  'attendance.no': 'No',
  'attendance.sharePercent': '{share}\u00a0%',
  'attendance.total': 'Total credit hours: {hours}',
  'attendance.create': 'Create certificate of attendance',
  'attendance.creating': 'Creating your certificate…',
  'attendance.created': 'Your certificate of attendance (code {code}) is ready: it is in your documents.',
  'attendance.toDocuments': 'Open my documents',
  'attendance.createFailed': 'The certificate could not be created. Please try again.',
  'attendance.nothingCounts': 'No session counts yet, so there is nothing to certify.',
  'attendance.delete': 'Delete my attendance record',
  'attendance.deleteTitle': 'Delete your attendance record?',
  'attendance.deleteExplain':
    'Your recorded watch times of this congress are deleted for good. Certificates you already created stay in your documents and can still be verified.',
  'attendance.deleteConfirm': 'Delete',
  'attendance.deleteCancel': 'Cancel',
  'attendance.deleting': 'Deleting…',
  'attendance.deleted': 'Your attendance record has been deleted.',
  'attendance.deleteFailed': 'Your attendance record could not be deleted. Please try again.',
} as const;
