export { MeetingCard } from './MeetingCard';
