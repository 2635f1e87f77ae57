import { Alert, Card, Typography } from 'antd'
import { Link, useSearchParams } from 'react-router'
import { googleSignInError } from './googleSignIn'
import { SignInChoice } from './SignInChoice'
import { SIGN_UP_PARAM } from './signUpPath'
import styles from './AuthPage.module.css'

export default function LoginPage() {
  const [searchParams] = useSearchParams()
  const googleError = googleSignInError(searchParams.get('error'))

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          Welcome to RadScribe
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.centred}>
          Sign in or create an account to start your free trial.
        </Typography.Paragraph>
        {googleError !== undefined && (
          <Alert type="error" showIcon title={googleError} className={styles.alert} />
        )}
        <SignInChoice signUp={searchParams.has(SIGN_UP_PARAM)} />
        <Typography.Paragraph type="secondary" className={styles.smallPrint}>
          By continuing, you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" className={styles.centred}>
          New to RadScribe? <Link to="/">learn more</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  )
}
