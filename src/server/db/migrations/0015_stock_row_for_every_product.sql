-- Every product has its stock row (the writers insert one with the product), so the stock list joins stock instead of
-- reading a missing row as 0, and the low-stock filter is a range of stock_quantity_idx. This fills any gap left by
-- data written before that rule.
insert into stock (product_id, quantity)
select p.id, 0 from products p
where not exists (select 1 from stock s where s.product_id = p.id);
