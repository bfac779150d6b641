// /404: the page does not exist.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { notFoundPageTexts as texts } from '../../texts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={texts.subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>{texts.home}</Button>
      }
    />
  );
}
