export { isolate } from '@qamar/shared';
