export { FavouriteButton } from './FavouriteButton';
