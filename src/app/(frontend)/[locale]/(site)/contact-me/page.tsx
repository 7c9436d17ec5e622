// The spec's second contact address: the same page, with /contact-us as its canonical URL.
export { default, generateMetadata } from '../contact-us/page'
