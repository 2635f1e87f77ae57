// antd's Select alone, for DeferredSelect to fetch as a chunk of its own.
export { Select } from 'antd'
