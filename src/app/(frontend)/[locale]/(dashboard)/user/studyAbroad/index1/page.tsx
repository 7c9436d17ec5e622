// The same list under its second address.
export { default, generateMetadata } from '../page'
