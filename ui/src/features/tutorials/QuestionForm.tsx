import { Button, Card, Form, Input, Typography } from 'antd'
import { useEffect } from 'react'
import { useToasts } from '../../components/toasts'
import { ruleFrom } from '../../lib/formRules'
import { checkEmail } from '../../lib/validation'
import { useAccessType } from '../auth'
import { useSubmitContactMutation } from './api'
import { QUESTION_SUBJECT, QUESTION_SUBMITTED, REPLY_PROMISE, SUBMIT_FAILED, THANK_YOU } from './messages'
import styles from './TutorialsPage.module.css'

const MAX_NAME_LENGTH = 100
const MAX_QUESTION_LENGTH = 5000

interface QuestionValues {
  name: string
  email: string
  question: string
}

// The server's word on what was wrong with the question (a 4xx), else the spec's fallback.
function failureText(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') {
    return SUBMIT_FAILED
  }
  const clientError = error.status >= 400 && error.status < 500
  const data = 'data' in error ? error.data : undefined
  if (clientError && typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message !== '') {
    return data.message
  }
  return SUBMIT_FAILED
}

export function QuestionForm() {
  const [form] = Form.useForm<QuestionValues>()
  const [submitContact, { isLoading }] = useSubmitContactMutation()
  const toasts = useToasts()
  const { user } = useAccessType()

  // A signed-in user's name and address are filled in, unless typed already.
  useEffect(() => {
    if (user === null) return
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
    const typed = form.getFieldsValue(['name', 'email']) as Partial<QuestionValues>
    form.setFieldsValue({ name: typed.name || name, email: typed.email || user.email })
  }, [form, user])

  async function submit(values: QuestionValues) {
    if (isLoading) return
    try {
      await submitContact({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: QUESTION_SUBJECT,
        message: values.question.trim(),
      }).unwrap()
      toasts.success(QUESTION_SUBMITTED, THANK_YOU)
      form.resetFields(['question'])
    } catch (error) {
      toasts.error('Error', failureText(error))
    }
  }

  return (
    <Card className={styles.questionCard}>
      <h2 className={styles.sectionTitle}>Still have a question?</h2>
      <Typography.Paragraph type="secondary">
        Ask us anything about RadScribe. {REPLY_PROMISE}
      </Typography.Paragraph>
      <Form<QuestionValues>
        form={form}
        name="tutorial-question"
        layout="vertical"
        noValidate
        onFinish={(values) => void submit(values)}
      >
        <div className={styles.questionFields}>
          <Form.Item
            label="Name"
            name="name"
            rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}
          >
            <Input autoComplete="name" maxLength={MAX_NAME_LENGTH} />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            validateFirst
            rules={[{ required: true, whitespace: true, message: 'Please enter your email address' }, ruleFrom(checkEmail)]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </div>
        <Form.Item
          label="Your question"
          name="question"
          rules={[{ required: true, whitespace: true, message: 'Please enter your question' }]}
        >
          <Input.TextArea rows={5} maxLength={MAX_QUESTION_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Submit Question
        </Button>
      </Form>
    </Card>
  )
}
