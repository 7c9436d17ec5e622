// The smallest root layout Next accepts: the floor bench measures Next itself, not a page.
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
