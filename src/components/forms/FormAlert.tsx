/**
 * The form's own message (a refused code, a limit, a failure), announced. A line is kept for it
 * unless the form places it otherwise (`className`), so the form does not jump when it comes.
 */
export function FormAlert({
  message,
  className = 'min-h-5',
}: {
  message: string | null
  className?: string
}) {
  return (
    <p role="alert" className={`text-sm font-medium text-danger ${className}`}>
      {message}
    </p>
  )
}
