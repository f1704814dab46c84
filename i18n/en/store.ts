/** English messages of the service store and booking. */
const store = {
    store: {
        title: 'Service Store',
        service_title: 'Service details',
        grid_label: 'Smart services',
        country_note:
            'Bookings are made under your billing country. The service store may not be available in your billing country yet.',
        no_services: 'No smart services are on offer at the moment.',
        open_service: 'Open %{name}',
        not_found: 'This smart service is not on offer.',
        pricing: 'Pricing',
        packages_label: 'Packages of %{name}',
        price_note:
            'All prices are in euro (EUR) per unit and year, plus the statutory value added tax.',
        package: {
            booked: 'Booked: %{quantity}',
            per_year: 'per unit and year',
            book: 'Book',
            book_label: 'Book %{name}',
            contract_period:
                'Contract period: %{smart_count} year, renewed automatically |||| Contract period: %{smart_count} years, renewed automatically',
        },
        account: {
            update: 'Update billing account',
            title: 'Billing account',
            saved: 'Billing account updated',
            country_help: 'Two-letter country code, e.g. DE',
            country_invalid: 'Enter a two-letter country code',
            fields: {
                companyName: 'Company name',
                firstName: 'First name',
                lastName: 'Last name',
                street: 'Street',
                houseNumber: 'House number',
                postalCode: 'Postal code',
                city: 'City',
                country: 'Country',
            },
        },
        partner: {
            title: 'Your local contract partner',
        },
        booking: {
            title: 'Book %{name}',
            quantity: 'Quantity',
            internal_order_id: 'Internal order ID',
            terms: 'I accept the terms and conditions',
            total: 'Total per year: %{total}',
            unit_price: 'Price per unit and year: %{price}',
            submit: 'Book now',
            quantity_invalid: 'The quantity must be a whole number greater than 0',
            terms_required: 'Please accept the terms and conditions',
            thanks_title: 'Thank you for your order!',
            thanks_text: 'Your booking has been received. The page reloads in a moment.',
        },
    },
};

export default store;

export type StoreMessages = typeof store;
