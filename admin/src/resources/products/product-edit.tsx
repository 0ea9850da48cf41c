import { NAME_LENGTH } from '@domain/catalogue/domain/admin-fields';
import {
  BooleanInput,
  Edit,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  minLength,
  required,
} from 'react-admin';
import { ProductFormSections } from '../sales/product-form-sections';
import { salesChannelChoices } from './sales-channel-choices';

interface ProductForm {
  displayName: string;
  isPromoted: boolean;
  exclusive: boolean;
  salesChannel: string;
  active: boolean;
}

/** What a back-office user may change (product:update); the server validates it again. */
export function ProductEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      // The online purchase's form sections (kept by the sales module) beside the product's own fields.
      aside={<ProductFormSections />}
      transform={(data: ProductForm) => ({
        displayName: data.displayName,
        isPromoted: data.isPromoted,
        exclusive: data.exclusive,
        salesChannel: data.salesChannel,
        active: data.active,
      })}
    >
      <SimpleForm>
        <TextField source="productCode" />
        <TextField source="organizationName" />
        <TextInput
          source="displayName"
          validate={[required(), minLength(NAME_LENGTH.min), maxLength(NAME_LENGTH.max)]}
          fullWidth
        />
        <SelectInput source="salesChannel" choices={salesChannelChoices} validate={required()} />
        <BooleanInput source="isPromoted" />
        <BooleanInput source="exclusive" />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
